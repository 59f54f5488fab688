import type { Submission } from '@conform-to/react';

/** The errors per field of a refused submission; none when it passed. */
export function errorsOf(submission: Submission<unknown, string[]>) {
  return submission.status === 'success' ? {} : submission.error;
}

/** A form post as the browser sends it: a list gives its field once per value. */
export function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  return data;
}
