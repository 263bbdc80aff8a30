import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import DashboardOutlined from '@ant-design/icons-svg/es/asn/DashboardOutlined';
import QrcodeOutlined from '@ant-design/icons-svg/es/asn/QrcodeOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';

export interface ProductFeature {
  title: string;
  description: string;
  icon: IconDefinition;
}

/** docs/product.md §1.1: what the sign-in pages say the product offers. */
export const PRODUCT_FEATURES: readonly ProductFeature[] = [
  {
    title: '11 integrated operational modules',
    description: 'From dock schedule import and container check-in to loading, count confirmation and driver release.',
    icon: AppstoreOutlined,
  },
  {
    title: 'Real-time dashboard and reporting',
    description: 'Every check-in and loaded row shows up on every screen at once, no refresh needed.',
    icon: DashboardOutlined,
  },
  {
    title: 'Role-based access controls',
    description: 'Admins, operators and viewers each see and do what their role allows.',
    icon: SafetyCertificateOutlined,
  },
  {
    title: 'QR code shipment tracking',
    description: 'Scan a shipment label to open its page on any phone.',
    icon: QrcodeOutlined,
  },
];

export const PRODUCT_SUMMARY =
  'DockFlow runs dock and warehouse operations in one place: 11 integrated operational modules, a real-time dashboard and reporting, role-based access controls and QR code shipment tracking.';
