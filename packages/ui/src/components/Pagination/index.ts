export { Pagination, type PaginationProps, pageWindow, paginationVariants } from './Pagination';
