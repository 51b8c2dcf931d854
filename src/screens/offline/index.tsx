import { OfflineNotice } from '../../components/offline-notice';

export default function OfflineScreen() {
  return <OfflineNotice />;
}
