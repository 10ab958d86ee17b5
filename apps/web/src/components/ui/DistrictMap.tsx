import { useEffect, useRef } from 'react';
import { HeatmapChart } from 'echarts/charts';
import { AriaComponent, GridComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { init, use as registerChartParts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { DISTRICT_MAP_SIZE, DISTRICT_MAP_TILES } from '@igrs/domain';

registerChartParts([HeatmapChart, GridComponent, TooltipComponent, VisualMapComponent, AriaComponent, SVGRenderer]);

export interface DistrictFigure {
  districtCode: string;
  name: string;
  value: number;
  /** The figure as the table shows it (₹ in the Indian grouping, counts). */
  shown: string;
}

interface DistrictMapProps {
  figures: readonly DistrictFigure[];
  /** What the map shows, for those who cannot see it; a table beside it holds every figure. */
  label: string;
  /** The ends of the shading's key. */
  less: string;
  more: string;
}

const axis = (count: number, inverse: boolean) => ({
  type: 'category' as const,
  data: Array.from({ length: count }, (_, index) => String(index)),
  show: false,
  inverse,
});

/**
 * The districts as squares placed like the state on a map, each shaded by its
 * figure: darker is more. Districts without a figure are left out, so the
 * viewer's jurisdiction shows as it is.
 */
export function DistrictMap({ figures, label, less, more }: DistrictMapProps) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return;
    const placed = figures.flatMap((figure) => {
      const tile = DISTRICT_MAP_TILES[figure.districtCode];
      return tile ? [{ value: [tile.column, tile.row, figure.value], name: figure.name, shown: figure.shown }] : [];
    });
    const values = placed.map((entry) => entry.value[2]!);
    const instance = init(element.current, undefined, { renderer: 'svg' });
    instance.setOption({
      // ECharts writes its own description into the label; the squares' grid positions would read as numbers, so it is given ours.
      aria: { enabled: true, label: { description: label } },
      animation: false,
      tooltip: { formatter: (item: { data: { name: string; shown: string } }) => `${item.data.name}: ${item.data.shown}` },
      grid: { left: 0, right: 0, top: 0, bottom: 48 },
      xAxis: axis(DISTRICT_MAP_SIZE.columns, false),
      yAxis: axis(DISTRICT_MAP_SIZE.rows, true),
      visualMap: {
        min: Math.min(0, ...values),
        max: Math.max(1, ...values),
        calculable: false,
        orient: 'horizontal',
        left: 'center',
        bottom: 0,
        inRange: { color: ['#e8f1fb', '#0b4f8a'] },
        text: [more, less],
        itemHeight: 160,
      },
      series: [
        {
          type: 'heatmap',
          data: placed,
          itemStyle: { borderColor: '#ffffff', borderWidth: 3 },
          label: {
            show: true,
            formatter: (item: { data: { name: string; shown: string }; value: number[] }) => `${item.data.name}\n${item.data.shown}`,
            color: '#000000',
            fontSize: 12,
            lineHeight: 16,
            backgroundColor: 'rgba(255, 255, 255, 0.9)',
            padding: [2, 4],
            borderRadius: 2,
            overflow: 'break',
            width: 90,
          },
        },
      ],
    });
    const resize = () => instance.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      instance.dispose();
    };
  }, [figures, label, less, more]);
  if (figures.length === 0) return null;
  return <div ref={element} role="img" aria-label={label} className="igrs-district-map mb-4" />;
}
