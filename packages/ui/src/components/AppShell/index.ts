export { AppHeader, type AppHeaderProps, AppShell, type AppShellProps } from './AppShell';
