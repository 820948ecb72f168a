import { Pagination } from '@pawcall/ui';
import { useIntl } from 'react-intl';

/** Previous / next paging with "Page 2 of 5" (@pawcall/ui Pagination); hidden when everything fits on one page. */
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
  return (
    <Pagination
      variant="compact"
      page={page}
      pageCount={Math.max(1, Math.ceil(total / perPage))}
      onPageChange={onPageChange}
      label={label}
      previousLabel={intl.formatMessage({ id: 'paging.previous' })}
      nextLabel={intl.formatMessage({ id: 'paging.next' })}
      statusLabel={(current, pages) => intl.formatMessage({ id: 'paging.status' }, { page: current, pages })}
    />
  );
}
