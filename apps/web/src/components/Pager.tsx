import { Button, Inline } from '@pawcall/ui';
import { useIntl } from 'react-intl';

/** Previous / next paging with "Page 2 of 5"; hidden when everything fits on one page. */
export function Pager({
  page,
  perPage,
  total,
  onPageChange,
  label,
}: {
  page: number;
  perPage: number;
  total: number;
  onPageChange: (page: number) => void;
  label: string;
}) {
  const intl = useIntl();
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label}>
      <Inline gap="md" justify="space-between">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          {intl.formatMessage({ id: 'paging.previous' })}
        </Button>
        <span aria-live="polite">{intl.formatMessage({ id: 'paging.status' }, { page, pages })}</span>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          {intl.formatMessage({ id: 'paging.next' })}
        </Button>
      </Inline>
    </nav>
  );
}
