import { Card, CardContent, CardHeader, CardTitle, type CardProps } from "@cla/ui";
import type { ReactNode } from "react";

export type TitledCardProps = Omit<CardProps, "title" | "asChild"> & {
  /** The section's heading (an h2). */
  title: ReactNode;
};

/** A card that is one section of a screen: its title as the heading, then its content. */
export function TitledCard({ title, children, ...props }: TitledCardProps) {
  return (
    <Card {...props}>
      <CardHeader>
        <CardTitle level={2}>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
