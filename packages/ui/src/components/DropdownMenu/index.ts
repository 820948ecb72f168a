export {
  DropdownMenu,
  type DropdownMenuItem,
  type DropdownMenuProps,
  dropdownMenuAligns,
} from './DropdownMenu';
