import { formMessagesLayout } from "@/features/i18n/components/form-messages";

/** The 1:1 inquiry form: its texts (issue 28). */
export default formMessagesLayout(["cscenterClient"]);
