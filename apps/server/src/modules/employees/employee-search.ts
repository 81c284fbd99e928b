import { type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../platform/db/like.ts';

/** An employee list's search box over `employees e`: the Employee ID or the full name contains the text. */
export function employeeSearch(text: string): SQL {
  const like = `%${escapeLike(text)}%`;
  return sql`(e.employee_code ilike ${like} or (e.first_name || ' ' || e.last_name) ilike ${like})`;
}
