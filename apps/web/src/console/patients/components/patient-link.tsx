"use client";

import Link from "next/link";
import { useParams } from "next/navigation";
import { clinicHref } from "@/console/lib/paths";

/**
 * "환자 정보": a desk row's link to its patient record. The clinic comes from the URL, so the reservation lists
 * (which do not pass it down) need only this one element.
 */
export function PatientLink({ patientId, className }: { patientId: number | null; className?: string }) {
  const { partnerId } = useParams<{ partnerId: string }>();
  // An erased patient's bookings keep no link to a person.
  if (patientId === null) return null;
  return (
    <p className={className}>
      <Link href={`${clinicHref(Number(partnerId), "patients")}/${patientId}`}>환자 정보</Link>
    </p>
  );
}
