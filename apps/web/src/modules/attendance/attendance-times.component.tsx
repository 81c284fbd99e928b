import { Grid, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DayInput, TimeOfDayInput } from '../../platform/day-input.component.tsx';

export type TTimesValues = { shiftDate: string; inTime: string; outTime: string; remarks: string };
type TTimesErrors = Partial<Record<keyof TTimesValues, string>>;

/**
 * What HR enters for a day by hand: the shift date, an in and an out time (an out time before the in time is the
 * next morning) and remarks. `testId` prefixes the fields' test ids (`<testId>-date`, `-in`, `-out`).
 */
export function AttendanceTimes({
  v,
  set,
  errors,
  testId,
}: {
  v: TTimesValues;
  set: (k: keyof TTimesValues, value: string) => void;
  errors: TTimesErrors;
  testId: string;
}) {
  const { t } = useTranslation('attendance');
  return (
    <>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <DayInput
            label={t('fields.shiftDate')}
            value={v.shiftDate}
            onChange={(d) => set('shiftDate', d)}
            withAsterisk
            error={errors.shiftDate}
            data-testid={`${testId}-date`}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <TimeOfDayInput
            label={t('fields.firstIn')}
            value={v.inTime}
            onChange={(x) => set('inTime', x)}
            withAsterisk
            error={errors.inTime}
            data-testid={`${testId}-in`}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <TimeOfDayInput
            label={t('fields.lastOut')}
            value={v.outTime}
            onChange={(x) => set('outTime', x)}
            withAsterisk
            error={errors.outTime}
            description={t('manual.outHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data-testid={`${testId}-out`}
          />
        </Grid.Col>
      </Grid>
      <Textarea
        label={t('fields.remarks')}
        value={v.remarks}
        onChange={(e) => set('remarks', e.currentTarget.value)}
        maxLength={500}
        autosize
        minRows={2}
      />
    </>
  );
}
