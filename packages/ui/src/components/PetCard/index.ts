export { PetCard, type PetCardProps, type PetFact } from './PetCard';
