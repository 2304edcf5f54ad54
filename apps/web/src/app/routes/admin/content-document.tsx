import { DocumentPage } from '../../../features/back-office/content/components/document-page';

/** /admin/document: the static Word document (permission content). */
export function Component() {
  return <DocumentPage />;
}
