"use client";

import type { ClinicRole } from "@clinic/shared";
import { useActionState } from "react";
import styles from "@/console/components/console.module.css";
import { FormMessage, INITIAL_FORM_STATE } from "@/console/components/form-message";
import { SubmitButton } from "@/console/components/submit-button";
import { changeStaffRoleAction } from "../actions";
import { ROLE_CHOICES } from "./role-choices";
import local from "./staff.module.css";

/** An account's role on the staff list: a select and 변경, the API's refusal shown in place. */
export function RoleForm({
  partnerId,
  staffId,
  name,
  role,
}: {
  partnerId: number;
  staffId: number;
  name: string;
  role: ClinicRole;
}) {
  const [state, action] = useActionState(
    changeStaffRoleAction.bind(null, partnerId, staffId),
    INITIAL_FORM_STATE,
  );
  const id = `role-${staffId}`;
  return (
    <form action={action} className={local.roleForm} data-testid="staff-role-form">
      <label className="visually-hidden" htmlFor={id}>
        {`${name} 권한`}
      </label>
      <select className={styles.input} id={id} name="role" defaultValue={role}>
        {ROLE_CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <SubmitButton variant="secondary" pendingLabel="변경 중…">
        권한 변경
      </SubmitButton>
      <FormMessage state={state} />
    </form>
  );
}
