// The area's page styles (margins, heading, toolbar): this page stands without the area's layout.
import '../layout/aiask.css';
import { ProjectList } from './ProjectListPage.tsx';

/** Spec §2 /aiask/h5/list: the mobile project list (the list's phone variant, without the area's menu). */
export default function H5ListPage() {
  return <ProjectList mobile />;
}
