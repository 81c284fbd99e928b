import { useEffect, useState, type FormEvent } from 'react';
import { type QueryKey, type UseQueryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifySuccess } from '../shell/toast.ts';
import { useSubmitLock } from './use-submit-lock.hook.ts';

/**
 * A settings page's one form over one record: the record read, edited as a copy, saved whole (locked against a double
 * click), the queries it feeds read again and a toast said. `reset` goes back to the saved record.
 */
export function useSettingsForm<TRecord, TInput, TKey extends QueryKey>(opts: {
  query: UseQueryOptions<TRecord, Error, TRecord, TKey> & { queryKey: TKey };
  inputOf: (r: TRecord) => TInput;
  save: (input: TInput) => Promise<TRecord>;
  /** read again after a save, besides the record's own query */
  refresh?: QueryKey[];
  saved: string;
}) {
  const client = useQueryClient();
  const query = useQuery(opts.query);
  const [form, setForm] = useState<TInput | null>(null);
  useEffect(() => {
    if (query.data && !form) setForm(opts.inputOf(query.data));
  }, [query.data, form, opts]);
  const [locked, lock] = useSubmitLock();
  const save = useMutation({
    mutationFn: opts.save,
    onSuccess: async (r) => {
      setForm(opts.inputOf(r));
      for (const queryKey of [opts.query.queryKey, ...(opts.refresh ?? [])])
        await client.invalidateQueries({ queryKey });
      notifySuccess(opts.saved);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form || locked) return;
    lock();
    save.mutate(form);
  };
  const set = (patch: Partial<TInput>) => setForm((f) => (f ? { ...f, ...patch } : f));
  const reset = () => query.data && setForm(opts.inputOf(query.data));
  return { query, form, setForm, set, submit, save, locked, reset };
}
