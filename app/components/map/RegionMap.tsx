import { useId } from "react";
import { mapBaseHref, markRadius, type MapModel } from "~/map/map-model";
import * as css from "./RegionMap.css";

/**
 * A map drawn on the server as plain SVG (decision 145): complete without scripts, printable, no
 * request to anyone else. The base (boundaries, lakes, names) is hidden from screen readers; each
 * mark is a link named for what it leads to.
 */
export function RegionMap({ map, className }: { map: MapModel; className?: string }) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  return (
    <figure className={className ? `${css.figure} ${className}` : css.figure}>
      <svg
        className={css.svg}
        viewBox={`0 0 ${map.width} ${map.height}`}
        role="group"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
      >
        <title id={titleId}>{map.title}</title>
        <desc id={descriptionId}>{map.description}</desc>
        <g aria-hidden="true">
          <image href={mapBaseHref(map.baseKey)} width={map.width} height={map.height} />
          {map.lakeLabels.map((label, index) => (
            <text key={index} className={css.lakeLabel} x={label.x} y={label.y} textAnchor="middle">
              {label.text}
            </text>
          ))}
          {map.labels.map((label, index) => (
            <text key={index} className={css.label} x={label.x} y={label.y} textAnchor={label.anchor ?? "middle"}>
              {label.text}
            </text>
          ))}
        </g>
        {map.marks.map((mark) => {
          const dot = (
            <>
              <circle className={css.markDot} cx={mark.x} cy={mark.y} r={markRadius(mark.count)} />
              {mark.count > 1 ? (
                <text
                  className={css.markCount}
                  x={mark.x}
                  y={mark.y}
                  textAnchor="middle"
                  dominantBaseline="central"
                  aria-hidden="true"
                >
                  {mark.count}
                </text>
              ) : null}
            </>
          );
          const key = `${mark.href ?? mark.name} ${mark.x} ${mark.y}`;
          return mark.href ? (
            <a key={key} href={mark.href} className={css.mark}>
              <title lang={mark.nameLanguage}>{mark.name}</title>
              {dot}
            </a>
          ) : (
            <g key={key} aria-hidden="true">
              {dot}
            </g>
          );
        })}
      </svg>
      <figcaption className={css.source}>{map.source}</figcaption>
    </figure>
  );
}
