-- The staff list's substring search (decision 0019). Under row-level security PostgreSQL will not use an index for
-- a LIKE (its operator is not leakproof, so it must run after the policy): a search scanned every employee of the
-- tenant. This function finds the matching ids through the trigram index, for the tenant the transaction is set to
-- and no other; the caller's query keeps its row-level security (tenant and sub-admin scope) on what comes back.
-- It runs as its owner: with a superuser owner (the embedded server, most installs) the index is used; an owner
-- under forced RLS gets the same answer by a scan.
CREATE OR REPLACE FUNCTION staffdesk_employee_search(term text) RETURNS SETOF uuid
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT e.id FROM employees e
   WHERE e.tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid
     AND e.deleted_at IS NULL
     AND lower(e.first_name || ' ' || e.last_name || ' ' || e.employee_code || ' ' || coalesce(e.email, '') || ' '
               || coalesce(e.mobile, ''))
         LIKE '%' || replace(replace(replace(lower(term), '\', '\\'), '%', '\%'), '_', '\_') || '%'
$$;
