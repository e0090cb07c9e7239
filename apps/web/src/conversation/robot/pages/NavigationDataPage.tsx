import { NavigationDataPage } from './EventsPage.tsx';

export default NavigationDataPage;
