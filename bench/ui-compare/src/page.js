// The same content for every library's page.
export const species = [
  { value: 'DOG', label: 'Dog' },
  { value: 'CAT', label: 'Cat' },
  { value: 'RABBIT', label: 'Rabbit' },
];
