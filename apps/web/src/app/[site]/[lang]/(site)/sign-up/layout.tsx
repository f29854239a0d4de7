import { formMessagesLayout } from "@/features/i18n/components/form-messages";

/** Sign-up forms: the account's texts, and the customer boards' for the fields they share (issue 28). */
export default formMessagesLayout(["accountClient", "customerBoards"]);
