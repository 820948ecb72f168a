export { VetCard, type VetCardProps } from './VetCard';
