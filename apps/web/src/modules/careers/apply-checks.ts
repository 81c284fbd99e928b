import { CAREER_UPLOAD_MAX_BYTES, RESUME_ACCEPT } from '@staffdesk/core/careers';

const RESUME_EXTENSIONS = RESUME_ACCEPT.split(',').map((e) => e.trim().toLowerCase());
const extensionOf = (name: string) => {
  const i = name.lastIndexOf('.');
  return i < 0 ? '' : name.slice(i).toLowerCase();
};

/** The résumé checks the browser can make before sending (the server checks the content again). */
export function resumeProblem(
  file: { name: string; size: number } | null,
): 'resume' | 'resumeType' | 'fileTooLarge' | null {
  if (!file) return 'resume';
  if (!RESUME_EXTENSIONS.includes(extensionOf(file.name))) return 'resumeType';
  if (file.size > CAREER_UPLOAD_MAX_BYTES) return 'fileTooLarge';
  return null;
}
