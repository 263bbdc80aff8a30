import {
  AppstoreOutlined,
  BarcodeOutlined,
  CarOutlined,
  CheckSquareOutlined,
  CloudUploadOutlined,
  DashboardOutlined,
  DesktopOutlined,
  FileDoneOutlined,
  FileTextOutlined,
  InboxOutlined,
  SolutionOutlined,
  TeamOutlined,
  ToolOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** The sidebar's icon of each item of app/navigation.ts, by path: the route table loads without them. */
export const NAV_ICONS: Readonly<Record<string, ReactNode>> = {
  '/': <DashboardOutlined />,
  '/dock-import': <CloudUploadOutlined />,
  '/container-checkin': <InboxOutlined />,
  '/truck-checkin': <CarOutlined />,
  '/bol-entry': <FileTextOutlined />,
  '/otr-setup': <ToolOutlined />,
  '/count-confirmation': <CheckSquareOutlined />,
  '/trucker-status': <UnorderedListOutlined />,
  '/container-loading': <BarcodeOutlined />,
  '/spotter': <AppstoreOutlined />,
  '/my-assignments': <SolutionOutlined />,
  '/completed-loads': <FileDoneOutlined />,
  '/user-management': <TeamOutlined />,
  '/wall-displays': <DesktopOutlined />,
};
