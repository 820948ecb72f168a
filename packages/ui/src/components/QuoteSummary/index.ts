export { QuoteSummary, type QuoteSummaryItem, type QuoteSummaryProps } from './QuoteSummary';
