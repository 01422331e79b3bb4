import { Drawer, type DrawerProps } from 'antd';

/** The narrow screen's menu drawer: its own chunk, fetched only on a narrow screen (issue 9). */
export function NavDrawer(props: DrawerProps) {
  return <Drawer {...props} />;
}
