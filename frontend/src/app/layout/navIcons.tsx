import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import BarcodeOutlined from '@ant-design/icons-svg/es/asn/BarcodeOutlined';
import CarOutlined from '@ant-design/icons-svg/es/asn/CarOutlined';
import CheckSquareOutlined from '@ant-design/icons-svg/es/asn/CheckSquareOutlined';
import CloudUploadOutlined from '@ant-design/icons-svg/es/asn/CloudUploadOutlined';
import DashboardOutlined from '@ant-design/icons-svg/es/asn/DashboardOutlined';
import DesktopOutlined from '@ant-design/icons-svg/es/asn/DesktopOutlined';
import FileDoneOutlined from '@ant-design/icons-svg/es/asn/FileDoneOutlined';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import InboxOutlined from '@ant-design/icons-svg/es/asn/InboxOutlined';
import SolutionOutlined from '@ant-design/icons-svg/es/asn/SolutionOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import ToolOutlined from '@ant-design/icons-svg/es/asn/ToolOutlined';
import UnorderedListOutlined from '@ant-design/icons-svg/es/asn/UnorderedListOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';

/** The sidebar's icon of each item of app/navigation.ts, by path: the route table loads without them. */
export const NAV_ICONS: Readonly<Record<string, IconDefinition>> = {
  '/': DashboardOutlined,
  '/dock-import': CloudUploadOutlined,
  '/container-checkin': InboxOutlined,
  '/truck-checkin': CarOutlined,
  '/bol-entry': FileTextOutlined,
  '/otr-setup': ToolOutlined,
  '/count-confirmation': CheckSquareOutlined,
  '/trucker-status': UnorderedListOutlined,
  '/container-loading': BarcodeOutlined,
  '/spotter': AppstoreOutlined,
  '/my-assignments': SolutionOutlined,
  '/completed-loads': FileDoneOutlined,
  '/user-management': TeamOutlined,
  '/wall-displays': DesktopOutlined,
};
