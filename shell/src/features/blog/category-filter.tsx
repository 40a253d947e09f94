import { Button } from '@repwise/ui';
import styled from 'styled-components';
import { blogCategoryFilters, blogCategoryLabels, type BlogCategoryFilter } from './blog-posts';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Chip = styled(Button)`
  border-radius: ${({ theme }) => theme.radii.pill};
`;

/** Toggle buttons for the blog categories; the selected one is pressed. */
export function CategoryFilter({
  selected,
  onSelect,
}: {
  selected: BlogCategoryFilter;
  onSelect: (category: BlogCategoryFilter) => void;
}) {
  return (
    <Group role="group" aria-label="Filter by category">
      {blogCategoryFilters.map((category) => {
        const isSelected = category === selected;
        return (
          <Chip
            key={category}
            type="button"
            $size="sm"
            $variant={isSelected ? 'primary' : 'secondary'}
            aria-pressed={isSelected}
            onClick={() => onSelect(category)}
          >
            {blogCategoryLabels[category]}
          </Chip>
        );
      })}
    </Group>
  );
}
