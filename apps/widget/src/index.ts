import { Controller } from "./controller";
import type { ClinicReservationApi, InitOptions, OpenOptions } from "./types";

/** Dispatched on window once init has run, so the storefront can open a dialog the query asked for. */
export const READY_EVENT = "clinic:reservation-ready";

declare global {
  interface Window {
    ClinicReservation?: ClinicReservationApi;
  }
}

let controller: Controller | null = null;

/** The global the storefront's loader calls, the way a third-party widget script would be used. */
const api: ClinicReservationApi = {
  init(options: InitOptions) {
    controller?.close();
    controller = new Controller(options);
    window.dispatchEvent(new CustomEvent(READY_EVENT));
  },
  open(options: OpenOptions) {
    if (!controller) {
      console.error("[ClinicReservation] open() before init()");
      return;
    }
    controller.open(options);
  },
  close() {
    controller?.close();
  },
  isOpen() {
    return controller?.isOpen ?? false;
  },
};

window.ClinicReservation = api;
