import { ErrorScreen } from '@pawcall/ui';
import { Component, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

function GenericError() {
  const intl = useIntl();
  return (
    <ErrorScreen
      title={intl.formatMessage({ id: 'error.generic' })}
      tryAgainLabel={intl.formatMessage({ id: 'error.connection.tryAgain' })}
      onTryAgain={() => window.location.reload()}
    />
  );
}

/**
 * A render error or a chunk that failed to download (often a deploy replaced it): the spec's
 * generic sentence with a reload, which fetches the new chunks. A new `resetKey` (the path) clears
 * it; it is not a React key, so navigating never remounts the page below it.
 */
export class RouteErrorBoundary extends Component<
  { children: ReactNode; resetKey: string },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override componentDidCatch(error: unknown) {
    if (import.meta.env.DEV) console.error(error);
  }

  override render() {
    return this.state.failed ? <GenericError /> : this.props.children;
  }
}
