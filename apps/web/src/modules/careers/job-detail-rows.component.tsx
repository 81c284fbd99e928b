import { useState, type ReactNode } from 'react';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TDetailRow } from '@staffdesk/core/careers';
import { formatDay } from '../../shell/date-format.ts';
import { RichHtml } from '../../platform/rich-html.component.tsx';
import { codedValueKey, visibleRows } from './job-detail-rows.ts';
import classes from './careers-board.module.css';

function RichRow({ row }: { row: TDetailRow }) {
  const { t } = useTranslation('careers');
  const [full, setFull] = useState(false);
  const id = `row-${row.key}`;
  if (!row.isCut || full) {
    return (
      <div id={id}>
        <RichHtml html={row.html} testId={`row-${row.key}-full`} />
        {row.isCut && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            mt={4}
            onClick={() => setFull(false)}
            aria-controls={id}
            aria-expanded
            data-testid="show-less"
          >
            {t('showLess')}
          </Anchor>
        )}
      </div>
    );
  }
  return (
    <div id={id}>
      <Text size="sm" span data-testid={`row-${row.key}-short`}>
        {row.short}
      </Text>{' '}
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => setFull(true)}
        aria-controls={id}
        aria-expanded={false}
        data-testid="read-more"
      >
        {t('readMore')}
      </Anchor>
    </div>
  );
}

/** The post's detail rows in the spec's order, as a definition list. */
export function JobDetailRows({ rows, employee }: { rows: readonly TDetailRow[]; employee: boolean }) {
  const { t } = useTranslation('careers');
  return (
    <dl className={classes.rows} data-testid="job-detail-rows">
      {visibleRows(rows, employee).map((row) => {
        let value: ReactNode;
        if (row.rich) {
          value = row.html ? (
            <RichRow row={row} />
          ) : (
            <Text span c="dimmed">
              —
            </Text>
          );
        } else if (!row.text) {
          value = (
            <Text span c="dimmed">
              —
            </Text>
          );
        } else if (row.key === 'closingDate' || row.key === 'postedDate') {
          value = formatDay(row.text);
        } else {
          const k = codedValueKey(row);
          value = k ? t(k, { defaultValue: row.text }) : row.text;
        }
        return (
          <div key={row.key} style={{ display: 'contents' }} data-testid={`row-${row.key}`}>
            <dt className={classes.rowLabel}>{t(`rows.${row.key}`, { defaultValue: row.label })}</dt>
            <dd className={classes.rowValue}>{value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
