// The team studio's admin page, a dialog opened from the header (admins only; the server checks the
// role on every call): People (the accounts, adding a person, roles, disabling and enabling,
// resetting a password, each new password shown once) and the Audit log (newest first, filtered by
// person, action and date, and downloaded as JSON Lines). Names and notes are shown as text.
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useState } from 'react';

import type { AccountView } from '../../shared/team-admin.ts';
import type { TeamPerson } from '../team/team.ts';
import { AuditPanel } from './admin-audit.tsx';
import { AdminModal } from './admin-parts.tsx';
import { PeoplePanel } from './admin-people.tsx';

export function AdminDialog({ person, onClose }: { person: TeamPerson; onClose: () => void }) {
  const [accounts, setAccounts] = useState<AccountView[]>();
  return (
    <AdminModal title="Admin: people and the audit log" onClose={onClose}>
      <TabGroup>
        <TabList className="studio-admin-tabs" aria-label="Admin">
          <Tab>People</Tab>
          <Tab>Audit log</Tab>
        </TabList>
        <TabPanels>
          <TabPanel>
            <PeoplePanel me={person.name} accounts={accounts} setAccounts={setAccounts} />
          </TabPanel>
          <TabPanel>
            <AuditPanel accounts={accounts} />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </AdminModal>
  );
}
