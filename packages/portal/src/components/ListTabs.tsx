import { EmptyState, Tabs, TabsContent, TabsList, TabsTrigger } from "@cla/ui";
import type { ReactNode } from "react";

/** One tab of a ListTabs: its name, its list, and what it shows when the list is empty. */
export interface ListTab<T> {
  value: string;
  label: string;
  list: T[];
  empty: string;
}

export interface ListTabsProps<T> {
  /** What the tabs switch, e.g. 'Live classes'. */
  label: string;
  /** The first tab is selected at first. */
  tabs: readonly ListTab<T>[];
  /** A tab's list when it is not empty. */
  children: (list: T[], tab: ListTab<T>) => ReactNode;
}

/** A screen's records split into tabs (Upcoming and Past classes, General and User Specific announcements). */
export function ListTabs<T>({ label, tabs, children }: ListTabsProps<T>) {
  return (
    <Tabs defaultValue={tabs[0]?.value}>
      <TabsList aria-label={label}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          {tab.list.length === 0 ? <EmptyState title={tab.empty} /> : children(tab.list, tab)}
        </TabsContent>
      ))}
    </Tabs>
  );
}
