import { useTranslation } from 'react-i18next';
import { RemoteSelect, type TRemoteSelectProps } from '../../platform/remote-select.component.tsx';
import { employeeOptionsQuery } from './employees.api.ts';

/**
 * Picks one employee by name, employee ID, email or mobile, searched on the server as the user types (twenty at a
 * time: never a long list cut silently). Only employees in the caller's scope are offered.
 */
export function EmployeePicker(props: Omit<TRemoteSelectProps, 'query'>) {
  const { t } = useTranslation('common');
  return <RemoteSelect clearable placeholder={t('form.typeToSearch')} {...props} query={employeeOptionsQuery} />;
}
