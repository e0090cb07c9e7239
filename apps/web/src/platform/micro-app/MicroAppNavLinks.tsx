import { NavLink } from 'react-router';
import { useCompanyConfig } from '../company/companyStore.ts';

export const microAppPath = (name: string) => `/apps/${name}`;

/** The company configuration's micro-apps as menu items (their labels are the partner's own words). */
export function MicroAppNavLinks() {
  const apps = useCompanyConfig()?.microApps ?? [];
  return (
    <>
      {apps.map((app) => (
        <NavLink key={app.name} to={microAppPath(app.name)} data-testid={`nav-micro-app-${app.name}`}>
          {app.label}
        </NavLink>
      ))}
    </>
  );
}
