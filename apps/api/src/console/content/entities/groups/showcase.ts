import type { ContentEntity } from "../../entity";
import { brandingEntity } from "../showcase/brandings";
import { employeeEntity } from "../showcase/employees";
import { exhibitionEntity } from "../showcase/exhibitions";
import { spaceEntity } from "../showcase/spaces";

/** The showcase in the console's menu order: exhibitions, brandings, then the introduction's staff and spaces. */
export const SHOWCASE_ENTITIES = [
  exhibitionEntity,
  brandingEntity,
  employeeEntity,
  spaceEntity,
] as ContentEntity[];
