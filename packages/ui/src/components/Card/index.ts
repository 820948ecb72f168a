export { Card, type CardProps, cardElements, cardPaddings, cardVariants } from './Card';
