import { NativeSelect } from '@pawcall/ui';
import { useIntl } from 'react-intl';
import { isLocale, LOCALES } from '../i18n/locale';
import { useLocaleState } from '../shared/AppContext';

/**
 * A native <select>: it is the smallest accessible control for four choices, uses the phone's own
 * picker, and keeps Radix Select's positioning code out of the first page's JavaScript.
 */
export function LanguageSwitcher() {
  const intl = useIntl();
  const { locale, setLocale } = useLocaleState();
  return (
    <NativeSelect
      label={intl.formatMessage({ id: 'nav.language' })}
      hideLabel
      value={locale}
      onChange={(event) => {
        if (isLocale(event.target.value)) setLocale(event.target.value);
      }}
    >
      {LOCALES.map((option) => (
        <option key={option} value={option} lang={option}>
          {intl.formatMessage({ id: `locale.${option}` as 'locale.en-US' })}
        </option>
      ))}
    </NativeSelect>
  );
}
