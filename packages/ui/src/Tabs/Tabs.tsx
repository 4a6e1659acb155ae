import * as TabsPrimitive from "@radix-ui/react-tabs";
import type * as React from "react";

import { cn } from "../lib/cn";

export type TabsProps = React.ComponentProps<typeof TabsPrimitive.Root>;

/**
 * Switches between panels of one screen (live classes Upcoming/Past, announcements General/User Specific).
 * Keyboard per Radix: Tab into the selected tab, Arrow Left/Right (Home/End) move and select, Tab into the panel.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn("flex flex-col gap-4", className)} {...props} />;
}

export type TabsListProps = React.ComponentProps<typeof TabsPrimitive.List>;

/** The row of tabs (role="tablist"). Give it an `aria-label` naming what the tabs switch, e.g. "Live classes". */
export function TabsList({ className, ...props }: TabsListProps) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        "inline-flex w-fit max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-muted p-1",
        className,
      )}
      {...props}
    />
  );
}

export type TabsTriggerProps = React.ComponentProps<typeof TabsPrimitive.Trigger>;

/** One tab; `value` ties it to its TabsContent. The selected tab is marked by weight and a surface, not colour alone. */
export function TabsTrigger({ className, ...props }: TabsTriggerProps) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        "inline-flex min-h-9 items-center justify-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap",
        "text-muted-foreground hover:text-foreground disabled:pointer-events-none disabled:opacity-50",
        "data-[state=active]:bg-surface data-[state=active]:font-semibold data-[state=active]:text-foreground data-[state=active]:shadow-card",
        className,
      )}
      {...props}
    />
  );
}

export type TabsContentProps = React.ComponentProps<typeof TabsPrimitive.Content>;

/** The panel of one tab (role="tabpanel", named by its tab, focusable so keyboard users can reach it). */
export function TabsContent({ className, ...props }: TabsContentProps) {
  return (
    <TabsPrimitive.Content data-slot="tabs-content" className={cn("rounded-md", className)} {...props} />
  );
}
