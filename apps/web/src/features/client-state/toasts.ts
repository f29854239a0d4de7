"use client";

import type { ReactNode } from "react";
import { createStore, useStore } from "./store";

/** Spec section 3 "Toast": kinds info and success. */
export type ToastKind = "info" | "success";

export interface Toast {
  id: number;
  kind: ToastKind;
  /** Plain text, or simple markup (<b>, <strong>, <em>, <br>) which the toast layer renders safely. */
  description: string;
  /** Optional leading icon (a React node, e.g. one of components/icons). */
  icon?: ReactNode;
  /** Whether the toast shows a close button (default true). */
  hasClose: boolean;
  /** True while its close animation runs; the layer removes it afterwards. */
  closing: boolean;
}

export interface ToastOptions {
  icon?: ReactNode;
  hasClose?: boolean;
}

interface ToastState {
  toasts: Toast[];
}

export const toastStore = createStore<ToastState>({ toasts: [] });

let nextId = 1;

function push(kind: ToastKind, description: string, options: ToastOptions = {}): number {
  const id = nextId++;
  const toast: Toast = {
    id,
    kind,
    description,
    icon: options.icon,
    hasClose: options.hasClose ?? true,
    closing: false,
  };
  toastStore.set((state) => ({ toasts: [...state.toasts, toast] }));
  return id;
}

/** Starts a toast's close animation; the toast layer removes it when the animation is over. */
export function closeToast(id: number): void {
  toastStore.set((state) => ({
    toasts: state.toasts.map((toast) => (toast.id === id ? { ...toast, closing: true } : toast)),
  }));
}

/** Drops a toast from the list (called by the layer once its close animation has run). */
export function removeToast(id: number): void {
  toastStore.set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
}

/** `toast.info('…')` / `toast.success('…')` from any client code; each returns the toast's id. */
export const toast = {
  info: (description: string, options?: ToastOptions) => push("info", description, options),
  success: (description: string, options?: ToastOptions) => push("success", description, options),
  close: closeToast,
};

export const useToasts = () => useStore(toastStore, (state) => state.toasts);
