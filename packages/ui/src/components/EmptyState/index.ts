export { EmptyState, type EmptyStateProps, emptyStateHeadingLevels } from './EmptyState';
