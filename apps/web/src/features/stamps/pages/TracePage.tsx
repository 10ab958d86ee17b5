import { useMenuPageTitle } from '../../../lib/page-title.ts';
import { PaperTrace } from '../components/PaperTrace.tsx';

/** The department's tracking of a stamp paper by its serial, from the depot to the document. */
export function TracePage() {
  const title = useMenuPageTitle('stampsTracking');
  return (
    <div className="container-xxl py-4">
      <h1 className="h2 mb-3">{title}</h1>
      <PaperTrace />
    </div>
  );
}
