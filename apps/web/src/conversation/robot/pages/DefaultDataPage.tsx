import { DefaultDataPage } from './EventsPage.tsx';

export default DefaultDataPage;
