export { type TabItem, Tabs, type TabsProps, tabsVariants } from './Tabs';
