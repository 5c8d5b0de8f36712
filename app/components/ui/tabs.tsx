import * as TabsPrimitive from "@radix-ui/react-tabs";
import type { ComponentPropsWithoutRef } from "react";

// Tabs on Radix (ADR 0001): roving focus with the arrow keys, Home/End, and each panel labelled by its
// tab. Callers give the look; the active tab carries data-state="active" for the `data-[state=active]:` variants.
export const Tabs = TabsPrimitive.Root;
export const TabPanel = TabsPrimitive.Content;

export function TabList({ label, ...props }: { label: string } & ComponentPropsWithoutRef<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List aria-label={label} {...props} />;
}

/** The underlined tab of most pages; `className` adds to it. */
export const UNDERLINED =
  "-mb-px border-b-2 border-transparent text-sm text-slate-500 hover:text-brand-600 data-[state=active]:border-brand-600 data-[state=active]:font-medium data-[state=active]:text-brand-700";

export function Tab(props: ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger>) {
  return <TabsPrimitive.Trigger type="button" {...props} />;
}
