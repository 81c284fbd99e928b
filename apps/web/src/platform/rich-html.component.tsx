import { useMemo } from 'react';
import { Typography, type BoxProps } from '@mantine/core';
import { sanitizeRichHtml } from './rich-html.ts';
import classes from './rich-html.module.css';

type TRichHtmlProps = BoxProps & {
  /** HTML the server has sanitised */
  html: string | null | undefined;
  testId?: string;
  id?: string;
};

/**
 * Stored rich text, shown with the theme's typography. The server sanitised it when it was saved; it passes an
 * allow-list once more here, so nothing but formatting and safe links reaches the page.
 */
export function RichHtml({ html, testId, ...box }: TRichHtmlProps) {
  const safe = useMemo(() => sanitizeRichHtml(html), [html]);
  return (
    <Typography
      {...box}
      className={classes.root}
      data-testid={testId}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the allow-list just above (and on the server before storing)
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
