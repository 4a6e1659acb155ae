import { Button } from "@cla/ui";
import { Pencil, Trash2 } from "lucide-react";
import { Link } from "react-router";

export interface EditDeleteButtonsProps {
  /** Edit: a link to the record's form (with the navigation state it carries), or an action. */
  edit: { to: string; state?: unknown } | { onClick: () => void };
  onDelete: () => void;
  /** The buttons' words ('Edit', 'Delete'). */
  text: { edit: string; delete: string };
  /** Their accessible names, which say which record ('Edit topic Week 1'): a list shows many of them. */
  label: { edit: string; delete: string };
}

/** A listed record's Edit and Delete (a topic, a live class, an announcement), small, side by side. */
export function EditDeleteButtons({ edit, onDelete, text, label }: EditDeleteButtonsProps) {
  const editContent = (
    <>
      <Pencil aria-hidden="true" />
      {text.edit}
    </>
  );
  return (
    <>
      {"to" in edit ? (
        <Button asChild variant="secondary" size="sm">
          <Link to={edit.to} state={edit.state} aria-label={label.edit}>
            {editContent}
          </Link>
        </Button>
      ) : (
        <Button variant="secondary" size="sm" aria-label={label.edit} onClick={edit.onClick}>
          {editContent}
        </Button>
      )}
      <Button variant="destructive" size="sm" aria-label={label.delete} onClick={onDelete}>
        <Trash2 aria-hidden="true" />
        {text.delete}
      </Button>
    </>
  );
}
