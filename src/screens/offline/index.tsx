import { OfflineNotice } from '../../app/components/offline-notice';

export default function OfflineScreen() {
  return <OfflineNotice />;
}
