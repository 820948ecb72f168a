import { ErrorScreen } from '@pawcall/ui';
import { useIntl } from 'react-intl';

/** "Connection failure: 'Woof! Unable to connect' with try-again (reload) and log-out buttons." */
export function ConnectionLost({ onLogOut }: { onLogOut: () => void }) {
  const intl = useIntl();
  return (
    <>
      <title>{`${intl.formatMessage({ id: 'error.connection.title' })} | Pawcall`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <ErrorScreen
        title={intl.formatMessage({ id: 'error.connection.title' })}
        message={intl.formatMessage({ id: 'error.connection.message' })}
        tryAgainLabel={intl.formatMessage({ id: 'error.connection.tryAgain' })}
        onTryAgain={() => window.location.reload()}
        logOutLabel={intl.formatMessage({ id: 'nav.logOut' })}
        onLogOut={onLogOut}
      />
    </>
  );
}
