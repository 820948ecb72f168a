export {
  DescriptionDetails,
  type DescriptionDetailsProps,
  DescriptionList,
  type DescriptionListLayout,
  type DescriptionListProps,
  DescriptionTerm,
  type DescriptionTermProps,
  type DescriptionTermTone,
  descriptionListLayouts,
  descriptionTermTones,
} from './DescriptionList';
