import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  type AccordionProps,
} from "./Accordion";

/** A few of the public FAQ's questions (docs/product.md §1, §2.1), shared by the stories and tests. */
export const faq = [
  {
    id: "what",
    question: "What is the Christian Leadership Academy?",
    answer: "Our academy is committed to providing high-quality, faith-based training to students worldwide.",
  },
  {
    id: "free",
    question: "Are the courses free?",
    answer: "All courses are free for all students in the first year of the programme.",
  },
  {
    id: "duration",
    question: "How long does each class level run?",
    answer: "Each class level runs within a month and ends with team presentations.",
  },
  {
    id: "online",
    question: "Is the programme online?",
    answer: "Yes, the programme is entirely online.",
  },
] as const;

export function FaqAccordion(props: AccordionProps) {
  return (
    <Accordion {...props}>
      {faq.map((item) => (
        <AccordionItem key={item.id} value={item.id}>
          <AccordionTrigger level={2}>{item.question}</AccordionTrigger>
          <AccordionContent>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
