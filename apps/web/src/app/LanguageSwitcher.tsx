import { visuallyHidden } from '@pawcall/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { isLocale, LOCALES } from '../i18n/locale';
import { useLocaleState } from '../shared/AppContext';
import * as styles from './layoutStyles';

/**
 * A native <select>: it is the smallest accessible control for four choices, uses the phone's own
 * picker, and keeps Radix Select's positioning code out of the first page's JavaScript.
 */
export function LanguageSwitcher() {
  const intl = useIntl();
  const { locale, setLocale } = useLocaleState();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={visuallyHidden}>
        {intl.formatMessage({ id: 'nav.language' })}
      </label>
      <select
        id={id}
        style={styles.languageSelect}
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
      </select>
    </div>
  );
}
